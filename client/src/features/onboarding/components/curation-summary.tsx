export function CurationSummary({ keywordCount, outletCount }: { keywordCount: number; outletCount: number }) {
  const items = [
    { label: 'Keywords selected', value: keywordCount },
    { label: 'Media outlets', value: outletCount },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3" aria-label="Summary">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border bg-card px-4 py-3">
          <dt className="text-xs text-muted-foreground">{item.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
