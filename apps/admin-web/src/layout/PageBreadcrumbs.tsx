import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumbs shown at the top of every page (spec 01 §2); the last crumb is the current page. */
export const PageBreadcrumbs = ({ trail }: { trail: Crumb[] }) => (
  <Breadcrumbs separator={<NavigateNextIcon fontSize="small" />} aria-label="breadcrumb" data-testid="breadcrumbs" sx={{ my: 1.5 }}>
    {trail.map((crumb, i) =>
      crumb.to && i < trail.length - 1 ? (
        <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
          {crumb.label}
        </Link>
      ) : (
        <Typography key={crumb.label} color={i === trail.length - 1 ? 'text.primary' : 'text.secondary'}>
          {crumb.label}
        </Typography>
      ),
    )}
  </Breadcrumbs>
);
