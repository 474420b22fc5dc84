import { strictlyIncreasing, type Clock } from "../src/platform/clock";
import type { Db } from "../src/platform/db/database";
import { createAccountsService } from "../src/features/accounts/accounts.service";
import { createRulesService } from "../src/features/rules/rules.service";
import { createTransactionsService } from "../src/features/transactions/transactions.service";
import { createUsersRepository } from "../src/features/users/users.repository";
import { createUsersService } from "../src/features/users/users.service";

/** The ledger's services over `db`, as a second app instance would build them (see app.ts). */
export function instanceServices(db: Db, clock: Clock) {
  const usersService = createUsersService({
    usersRepository: createUsersRepository(db),
    clock,
  });
  const recordingClock = strictlyIncreasing(clock);
  const accountsService = createAccountsService({
    db,
    clock,
    recordingClock,
    usersService,
  });
  const transactionsService = createTransactionsService({
    db,
    clock: recordingClock,
    usersService,
  });
  return {
    recordingClock,
    usersService,
    accountsService,
    transactionsService,
    rulesService: createRulesService({
      db,
      clock,
      accountsService,
      transactionsService,
    }),
  };
}
