/**
 * List pagination of seed 001 §2 "Generic": the current page with one page either side
 * (src/domain/pagination `paginationWindow.admin`), previous / next arrows, and the page-size
 * select labelled 'Выводить по N строк' with 20, 50 and 100.
 */
import NextIcon from '@mui/icons-material/ChevronRight';
import PreviousIcon from '@mui/icons-material/ChevronLeft';
import { Box, Button, IconButton, MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { pageSizes, pageWindow, paginationWindow } from '../../src/domain/pagination';

export function RegistryPagination() {
  const translate = useTranslate();
  const { page, perPage, total, setPage, setPerPage, isPending } = useListContext();
  if (isPending || total === undefined) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Box
      component="nav"
      aria-label={translate('app.ui.pagination')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, p: 1 }}
    >
      <TextField
        select
        size="small"
        sx={{ width: 220 }}
        value={perPage}
        onChange={(e) => setPerPage(Number(e.target.value))}
        slotProps={{ htmlInput: { 'aria-label': translate('app.ui.pageSize') } }}
      >
        {pageSizes.map((size) => (
          <MenuItem key={size} value={size}>
            {translate(`app.enums.pageSize.${size}`)}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={translate('app.ui.pagePrevious')}
        disabled={page <= 1}
        onClick={() => setPage(page - 1)}
      >
        <PreviousIcon />
      </IconButton>
      {pageWindow(page, pages, paginationWindow.admin).map((p) => (
        <Button
          key={p}
          size="small"
          variant={p === page ? 'contained' : 'text'}
          aria-current={p === page ? 'page' : undefined}
          aria-label={translate('app.ui.pageNumber', { page: p })}
          onClick={() => setPage(p)}
        >
          {p}
        </Button>
      ))}
      <IconButton
        aria-label={translate('app.ui.pageNext')}
        disabled={page >= pages}
        onClick={() => setPage(page + 1)}
      >
        <NextIcon />
      </IconButton>
    </Box>
  );
}
