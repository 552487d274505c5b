/** `@id` of the rating a trait was read from, so that saving writes it back (traits are plain data). */
export const ratingIds = new WeakMap<object, string>()
