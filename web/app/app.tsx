import { useEffect, useState } from "react";

type Health = { ok: boolean; db: boolean; storage: boolean };

/** Shell until the public site lands: proves the SPA, the API and R2 are served by one worker. */
export function App() {
  const [health, setHealth] = useState<Health | null>(null);
  useEffect(() => {
    fetch("/api/health")
      .then((r) => r.json() as Promise<Health>)
      .then(setHealth)
      .catch(() => setHealth({ ok: false, db: false, storage: false }));
  }, []);
  return (
    <main className="mx-auto max-w-2xl p-6 font-sans">
      <h1 className="text-2xl font-semibold">UDAY</h1>
      <p className="mt-2 text-slate-600">Joint-venture apartments and land share for flat in Dhaka.</p>
      <p className="mt-4 text-sm" data-testid="health">
        {health ? (health.ok ? "All systems running" : "Service degraded") : "Checking service…"}
      </p>
    </main>
  );
}
