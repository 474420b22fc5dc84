import { crashSuite } from "./crash-suite";

// DUR-2: the server and the postmaster SIGKILLed under write load on a private PostgreSQL cluster.
crashSuite("postgres");
