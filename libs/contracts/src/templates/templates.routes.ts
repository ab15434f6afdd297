/** HTTP calls of templates and bookmarks (answered by the templates service; they arrive with the templates issue). */
import type { RouteDef } from '../http/route-def';

export const TemplatesRoutes = {} as const satisfies Record<string, RouteDef>;
