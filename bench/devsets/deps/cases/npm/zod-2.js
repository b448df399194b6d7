// Overrides a key on a refined object schema with .extend().
const { z } = require('zod');

const Range = z
  .object({ min: z.number(), max: z.number() })
  .refine((r) => r.min <= r.max, { message: 'min must not exceed max' });

const PriceRange = Range.extend({ min: z.number().nonnegative() });
console.log(PriceRange.parse({ min: 1, max: 5 }));
