/**
 * The paths of the site's territory tools (seed 000 §2), for the menu and links. The address
 * check has no route in the seeds' table (only the top menu's 'check address'): ours is
 * /check_address (docs/decisions.md "Address check (issue 17)").
 */
export const toolPaths = {
  checkAddress: '/check_address',
  calculator: '/calculator',
  gasificationProgram: '/gasification_program',
  listGro: '/list_gro',
  dogasificationStages: '/stages/dogasification',
} as const;
