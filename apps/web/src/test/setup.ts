import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, inject } from "vitest";
import { setApiBaseUrl } from "../shared/api-client";

declare module "vitest" {
  export interface ProvidedContext {
    apiBaseUrl: string;
  }
}

// The real Finch API that test/api-server.global-setup.ts started for this run (docs/style.md §7).
setApiBaseUrl(inject("apiBaseUrl"));

// Screens are lazy routes whose modules compile on first import, and calls reach a real server:
// the first render of a screen in a run can take well over Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
