/**
 * The registries administrators published (issue 38) as the registry jobs find them when they
 * run: by the definition's name the job was queued with (`registries/<code>/records`), in the
 * app's registry store (server/registries/runtime/store.ts) — the version published then, which
 * may be newer than the one the job was started under: the job is judged by it.
 */
import type { RuntimeRegistry, RegistryStore } from '../registries/runtime/store';

export async function publishedRegistryNamed(
  store: RegistryStore | undefined,
  name: string,
): Promise<RuntimeRegistry | undefined> {
  if (!store) return undefined;
  return [...(await store.all()).values()].find((registry) => registry.definition.name === name);
}
