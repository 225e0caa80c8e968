/**
 * Small typed arrays carved out of shared blocks. Clustering keeps a few arrays of tens of numbers per item; each
 * standalone one carries a buffer of its own with its bookkeeping, which at 20,000 items weighed more than the
 * numbers. Views into 1 MB blocks hold the same numbers; a block lives as long as any of its views.
 */
export class TypedBlocks {
  private block = new ArrayBuffer(0);
  private used = 0;

  constructor(private readonly blockBytes = 1 << 20) {}

  int32(length: number): Int32Array {
    const [block, at] = this.carve(length * 4, 4);
    return new Int32Array(block, at, length);
  }

  uint32(length: number): Uint32Array {
    const [block, at] = this.carve(length * 4, 4);
    return new Uint32Array(block, at, length);
  }

  float32(length: number): Float32Array {
    const [block, at] = this.carve(length * 4, 4);
    return new Float32Array(block, at, length);
  }

  float64(length: number): Float64Array {
    const [block, at] = this.carve(length * 8, 8);
    return new Float64Array(block, at, length);
  }

  private carve(bytes: number, align: number): [ArrayBuffer, number] {
    let at = Math.ceil(this.used / align) * align;
    if (at + bytes > this.block.byteLength) {
      this.block = new ArrayBuffer(Math.max(this.blockBytes, bytes));
      at = 0;
    }
    this.used = at + bytes;
    return [this.block, at];
  }
}
