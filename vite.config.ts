import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In `npm run dev` the worker runs in wrangler (miniflare) and Vite proxies /api and /im to it,
// so the SPA hot-reloads while the worker reloads on its own file changes.
const workerOrigin = `http://127.0.0.1:${process.env.WORKER_PORT ?? "8787"}`;

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fileURLToPath(new URL("./web", import.meta.url)) } },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      // The shared contract's modules only declare constants and zod schemas: a page that imports
      // CATEGORIES through web/lib/contract.ts must not also load zod for schemas it never uses.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]worker[\\/]contract[\\/]/.test(id) },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: {
      "/api": workerOrigin,
      "/im": workerOrigin,
    },
  },
});
