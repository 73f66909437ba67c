/** Spec: the calculator's size inputs take a 4-digit numeric mask, minimum 210 (mm). */
export const SIZE_MIN_MM = 210;

/** The mask applied to raw input: digits only, at most four. */
export const conformSize = (raw: string) => raw.replace(/\D/g, "").slice(0, 4);

/** The size in mm, or NaN while the field is empty. */
export const parseSize = (value: string): number =>
  value.trim() === "" ? Number.NaN : Number.parseInt(conformSize(value), 10);

export const isValidSize = (value: string, min = SIZE_MIN_MM) => {
  const size = parseSize(value);
  return Number.isInteger(size) && size >= min;
};
