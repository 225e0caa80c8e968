import { routeKey } from './contract';
import { pathParamNames } from './document';
import type { RouteSpec } from '../router';

/**
 * What keeps a registry's routes from being fully described: a route without a contract entry, a path
 * parameter the contract does not describe (or one it describes that the path lacks), no success response.
 * The contract tests assert this is empty for the app; a route added without its entry fails them.
 */
export function contractProblems(routes: readonly RouteSpec[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const key = routeKey(route.method, route.path);
    const { contract } = route;
    if (!contract) {
      problems.push(`${key}: no contract entry (add it to the module's *.contract.ts)`);
      continue;
    }
    const inPath = pathParamNames(route.path).sort();
    const described = Object.keys(contract.params?.shape ?? {}).sort();
    if (inPath.join() !== described.join()) {
      problems.push(
        `${key}: path parameters [${inPath.join(', ')}] but the contract describes [${described.join(', ')}]`,
      );
    }
    if (Object.keys(contract.responses).length === 0) problems.push(`${key}: no success response`);
  }
  return problems;
}
