import type { Clock } from "../src/platform/clock";
import type { Db } from "../src/platform/db/database";
import { createUsersRepository } from "../src/features/users/users.repository";
import { createUsersService } from "../src/features/users/users.service";

/** The users service over `db`, as a second app instance would build it (see app.ts). */
export function usersServiceOf(db: Db, clock: Clock) {
  return createUsersService({
    usersRepository: createUsersRepository(db),
    clock,
  });
}
