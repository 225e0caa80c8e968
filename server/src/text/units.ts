/**
 * Words that name a unit of measure ('litres', 'hectare', 'kWh'): a quantity's word, never what of a company's a
 * story touches nor a subject its PR team tracks ('12,000 litres a year' says how much, not what).
 */
const UNIT = /^(?:(?:cubic|square)\s+)?(?:litres?|liters?|millilitres?|hectares?|acres?|kilos?|kilograms?|grams?|tonnes?|tons?|miles?|kilometres?|kilometers?|metres?|meters?|centimetres?|millimetres?|feet|foot|inch(?:es)?|pounds?|ounces?|gallons?|pints?|percent|per|cent|km|kg|watts?|kilowatts?|megawatts?|kwh|mwh|gwh)$/i;

export function isUnitOfMeasure(phrase: string): boolean {
  return UNIT.test(phrase.trim());
}
