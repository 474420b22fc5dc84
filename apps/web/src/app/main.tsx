import "./zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./providers";
import { createAppRouter } from "./router";

const container = document.getElementById("root");
if (container === null)
  throw new Error('index.html must contain an element with id "root"');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);
