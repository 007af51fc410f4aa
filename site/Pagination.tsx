/**
 * A list's pager on the site (seed 000 §2 "pagination", §9): the page-size select ('Выводить по
 * N строк', 20, 50 or 100), previous / next and the current page with one either side
 * (src/domain/pagination `pageWindow`, the same window as the console's pager). A nav landmark
 * whose current page carries aria-current; every button has a name. Nothing to page — every
 * row fits the smallest size — shows no pager.
 */
import { uiMessages } from '../i18n/uiMessages';
import {
  isPageSize,
  pageSizeLabel,
  pageSizes,
  pageWindow,
  paginationWindow,
  type PageSize,
} from '../src/domain/pagination';
import ui from './theme/ui.module.css';
import css from './Pagination.module.css';

export function Pagination({
  page,
  perPage,
  total,
  onPage,
  onPerPage,
}: {
  page: number;
  perPage: PageSize;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: PageSize) => void;
}) {
  if (total <= pageSizes[0] && page === 1) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav className={ui.pagination} aria-label={uiMessages.pagination}>
      <ul className={css.pages}>
        <li>
          <button
            type="button"
            className={css.page}
            aria-label={uiMessages.pagePrevious}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pageWindow(page, pages, paginationWindow.site).map((p) => (
          <li key={p}>
            <button
              type="button"
              className={css.page}
              aria-label={uiMessages.pageNumber.replace('%{page}', String(p))}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => onPage(p)}
            >
              {p}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={css.page}
            aria-label={uiMessages.pageNext}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
      <select
        className={`${ui.input} ${css.size}`}
        aria-label={uiMessages.pageSize}
        value={perPage}
        onChange={(e) => {
          const size = Number(e.target.value);
          if (isPageSize(size)) onPerPage(size);
        }}
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {pageSizeLabel(size)}
          </option>
        ))}
      </select>
    </nav>
  );
}
