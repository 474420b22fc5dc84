import { crashSuite } from "./crash-suite";

// DUR-1: the server SIGKILLed under write load on SQLite (the PostgreSQL round: crash.postgres.test.ts).
crashSuite("sqlite");
