// Picks a key the object schema does not have (renamed field).
const { z } = require('zod');

const User = z.object({
  id: z.number().int(),
  email: z.string().email(),
  displayName: z.string(),
});

const PublicUser = User.pick({ id: true, username: true });
console.log(PublicUser.parse({ id: 1 }));
