import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import type { ReactNode } from "react";
import { NotifierProvider } from "../shared/ui/notifier";
import { createQueryClient } from "./query-client";
import { theme } from "./theme";

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client each; the app creates one for its lifetime. */
  queryClient?: QueryClient;
}

/** Server-state cache, the MUI theme and the notifier for everything below. */
export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotifierProvider>{children}</NotifierProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
