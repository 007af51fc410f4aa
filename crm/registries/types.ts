/** react-admin resource name → JSON:API type of every registry, for the dataProvider's `types`. */
import { registries } from '../../src/registries';

export const registryApiTypes: Readonly<Record<string, string>> = Object.fromEntries(
  registries.map((r) => [r.name, r.type]),
);
