/** The side menu names its icons as Material icon names (MenuItem.icon); these are the ones in use. */
import CircleOutlinedIcon from '@mui/icons-material/CircleOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HubIcon from '@mui/icons-material/Hub';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  fact_check: FactCheckIcon,
  hub: HubIcon,
};

export function menuIcon(name: string): SvgIconComponent {
  return ICONS[name] ?? CircleOutlinedIcon;
}
