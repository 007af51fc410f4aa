/** The shared UI pieces of the site and the console (issue 15): no MUI, themed by `--eog-…`. */
export * from './dialog';
export * from './upload';
