import type { Clock } from "../src/platform/clock";
import type { Db } from "../src/platform/db/database";
import { createAccountsService } from "../src/features/accounts/accounts.service";
import { createTransactionsService } from "../src/features/transactions/transactions.service";
import { createUsersRepository } from "../src/features/users/users.repository";
import { createUsersService } from "../src/features/users/users.service";

/** The ledger's services over `db`, as a second app instance would build them (see app.ts). */
export function instanceServices(db: Db, clock: Clock) {
  const usersService = createUsersService({
    usersRepository: createUsersRepository(db),
    clock,
  });
  return {
    usersService,
    accountsService: createAccountsService({ db, clock, usersService }),
    transactionsService: createTransactionsService({
      db,
      clock,
      usersService,
    }),
  };
}
