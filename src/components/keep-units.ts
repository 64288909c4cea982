/**
 * Sample text's figures kept with their units, as print does: the demo's panes broke "60 / cm" and "SP-7 rev / B"
 * (design review r44, /product-development). No-break spaces, one character for one space, so text whose cited
 * passages are located by offset (components/citations.tsx) can pass through it, and no span costs a page's first load.
 */

/** Units the sample documents measure in, as a word after a figure: "60 cm", "3,200 mAh", "−20 °C", "80 MW". */
const UNIT = '(?:mm|cm|km|m|ms|s|min|h|mAh|Ah|kWh|MWh|kW|MW|V|W|mg|kg|g|mL|L|kP|GB|MB|TB|dB|°C|°F)';
/** A figure and the unit after it. */
const NUMBER_UNIT = new RegExp(`(?<=\\d) (?=${UNIT}(?![\\p{L}\\d]))`, 'gu');
/** A one-character designator and the word it belongs to: "rev C", "Schedule B", "Gen 3," "Company A". */
const DESIGNATOR = /(?<=\p{L}) (?=[A-Z\d][.,;:)]*(?:\s|$))/gu;

export function keepUnits(text: string): string {
  return text.replace(NUMBER_UNIT, '\u00a0').replace(DESIGNATOR, '\u00a0');
}
