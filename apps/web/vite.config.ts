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
  },
});
