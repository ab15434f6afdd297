/** Server-side paging of All Transactions (spec 01 §2 and §9): page sizes 25, 50, 100 and numbered pages. */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { PAGE_SIZES } from '@dental/contracts';
import { useListContext } from 'react-admin';
import { pageCount, pageWindows } from './pageWindows';

export const TransactionPagination = () => {
  const { page, perPage, total = 0, setPage, setPerPage } = useListContext();
  const pages = pageCount(total, perPage);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      data-testid="pagination"
      sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          Rows per page
        </Typography>
        <TextField
          select
          size="small"
          margin="none"
          variant="standard"
          fullWidth={false}
          value={perPage}
          onChange={(e) => setPerPage(Number(e.target.value))}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'page-size', 'aria-label': 'Rows per page' } }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </TextField>
        <Typography variant="body2" data-testid="pagination-range" sx={{ whiteSpace: 'nowrap' }}>
          {from}-{to} of {total}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={0.5} component="nav" aria-label="pages" sx={{ alignItems: 'center' }}>
        <IconButton size="small" aria-label="Previous page" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        {pageWindows(page, pages).map((item, i) =>
          item === 'ellipsis' ? (
            <Typography key={`ellipsis-${i}`} sx={{ px: 1 }} aria-hidden>
              …
            </Typography>
          ) : (
            <Button
              key={item}
              size="small"
              variant={item === page ? 'contained' : 'text'}
              aria-current={item === page ? 'page' : undefined}
              data-testid={`page-${item}`}
              onClick={() => setPage(item)}
              sx={{ minWidth: 36 }}
            >
              {item}
            </Button>
          ),
        )}
        <IconButton size="small" aria-label="Next page" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
};
