/** The middle value of a benchmark's runs (the upper of the two middle ones for an even count). */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
