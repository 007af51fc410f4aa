export { fitTabs, TAB_MORE_RESERVE_PX, type TabFit } from './fit';
export { movedIndex } from './keys';
export { useTabOverflow, type TabOverflow } from './useTabOverflow';
