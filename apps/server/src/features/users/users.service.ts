import {
  DEFAULT_CURRENCY,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_TIMEZONE,
  conflict,
  notFound,
  serializeNotificationPreferences,
  todayIn,
} from "@finch/domain";
import type { RequestFacts, Session } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import { isUniqueViolation } from "../../platform/db/db-errors";
import type {
  NewUser,
  PasswordRecord,
  ProfileFields,
  User,
  UserCredentials,
  UsersRepository,
} from "./users.repository";

/** The user as the service returns it; other features take the type from here. */
export type { User };

/** Profile use cases. Other features (auth) call this service, never the repository. */
export function createUsersService({
  usersRepository,
  clock,
}: {
  usersRepository: UsersRepository;
  clock: Clock;
}) {
  return {
    /**
     * Creates a user with the profile defaults of docs/product.md §3; 409 when the email is taken.
     */
    async create(input: {
      email: string;
      passwordHash: string;
      fullName: string;
    }): Promise<User> {
      const user: NewUser = {
        ...input,
        currency: DEFAULT_CURRENCY,
        timezone: DEFAULT_TIMEZONE,
        notificationPreferences: serializeNotificationPreferences(
          DEFAULT_NOTIFICATION_PREFERENCES,
        ),
        createdAt: clock.now().toISOString(),
      };
      try {
        return await usersRepository.create(user);
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict("Email already registered");
        throw error;
      }
    },

    async get(id: number): Promise<User> {
      const user = await usersRepository.get(id);
      if (!user) throw notFound("User");
      return user;
    },

    getCredentials(email: string): Promise<UserCredentials | undefined> {
      return usersRepository.getCredentials(email);
    },

    /**
     * Today's calendar date in the user's profile time zone (docs/architecture.md §4): from the
     * request's facts when the auth check read them, else from the profile.
     */
    async today(id: number, facts?: RequestFacts): Promise<string> {
      if (facts) return todayIn(clock.now(), facts.timezone);
      const user = await usersRepository.get(id);
      if (!user) throw notFound("User");
      return todayIn(clock.now(), user.timezone);
    },

    /** Saves the profile fields; what `get` returns afterwards. */
    async update(id: number, fields: ProfileFields): Promise<User> {
      const user = await usersRepository.update(
        id,
        fields,
        clock.now().toISOString(),
      );
      if (!user) throw notFound("User");
      return user;
    },

    async getPasswordRecord(id: number): Promise<PasswordRecord> {
      const record = await usersRepository.getPasswordRecord(id);
      if (!record) throw notFound("User");
      return record;
    },

    /** Stores a new password hash and revokes every older token; returns the new token version. */
    async replacePassword(id: number, passwordHash: string): Promise<number> {
      const version = await usersRepository.replacePasswordHash(
        id,
        passwordHash,
        clock.now().toISOString(),
      );
      if (version === undefined) throw notFound("User");
      return version;
    },

    /** Every user, a page at a time in id order (the scheduled jobs that visit each person). */
    async *everyone(pageSize = 500): AsyncGenerator<User> {
      for (let after = 0; ;) {
        const page = await usersRepository.page(after, pageSize);
        yield* page;
        const last = page.at(-1);
        if (last === undefined || page.length < pageSize) return;
        after = last.id;
      }
    },

    getSession(id: number): Promise<Session | undefined> {
      return usersRepository.getSession(id);
    },

    updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      return usersRepository.updatePasswordHash(
        id,
        passwordHash,
        clock.now().toISOString(),
      );
    },
  };
}

/** The users service. */
export type UsersService = ReturnType<typeof createUsersService>;
