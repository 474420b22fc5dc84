import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The SPA build. The API server serves `dist/` in production; in development Vite proxies `/api`
 * to it so the browser sees one origin, as in production.
 */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": { target: "http://127.0.0.1:8000" } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries every screen needs change rarely: their own chunks stay cached across
            // releases. Route code and the MUI components a route uses are split per route.
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            {
              name: "mui-core",
              test: /node_modules[\\/](@emotion|@mui[\\/](system|styled-engine|utils|private-theming)|stylis|@babel[\\/]runtime|hoist-non-react-statics|clsx|prop-types|react-is)[\\/]/,
              priority: 2,
            },
            {
              name: "data",
              test: /node_modules[\\/](@tanstack|zod)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
