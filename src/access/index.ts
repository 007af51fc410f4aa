/** The access table: sections, permission keys, route metadata, scoping and `canAccess`. */
export * from './canAccess';
export * from './consoleMatrix';
export * from './consoleRoutes';
export * from './permissionFamilies';
export * from './permissions';
export * from './principal';
export * from './reach';
export * from './routeAccess';
export * from './scoping';
export * from './sections';
