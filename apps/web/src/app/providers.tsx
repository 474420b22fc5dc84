import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import type { ReactNode } from "react";
import { createQueryClient } from "./query-client";
import { theme } from "./theme";

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client each; the app creates one for its lifetime. */
  queryClient?: QueryClient;
}

/** Server-state cache and the MUI theme for everything below. */
export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
