/** The side menu names its icons as Material icon names (MenuItem.icon); these are the ones in use. */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BusinessIcon from '@mui/icons-material/Business';
import CircleOutlinedIcon from '@mui/icons-material/CircleOutlined';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupIcon from '@mui/icons-material/Group';
import KeyIcon from '@mui/icons-material/Key';
import LockIcon from '@mui/icons-material/Lock';
import RuleIcon from '@mui/icons-material/Rule';
import StoreIcon from '@mui/icons-material/Store';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HubIcon from '@mui/icons-material/Hub';
import DescriptionIcon from '@mui/icons-material/Description';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import ShareIcon from '@mui/icons-material/Share';
import BuildIcon from '@mui/icons-material/Build';
import TransformIcon from '@mui/icons-material/Transform';
import FolderIcon from '@mui/icons-material/Folder';
import CloudIcon from '@mui/icons-material/Cloud';
import InsightsIcon from '@mui/icons-material/Insights';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import DnsIcon from '@mui/icons-material/Dns';
import SummarizeIcon from '@mui/icons-material/Summarize';
import EventIcon from '@mui/icons-material/Event';
import ReceiptIcon from '@mui/icons-material/Receipt';
import HistoryIcon from '@mui/icons-material/History';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AssignmentIcon from '@mui/icons-material/Assignment';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  fact_check: FactCheckIcon,
  hub: HubIcon,
  admin_panel_settings: AdminPanelSettingsIcon,
  business: BusinessIcon,
  group: GroupIcon,
  key: KeyIcon,
  lock: LockIcon,
  rule: RuleIcon,
  store: StoreIcon,
  vpn_key: VpnKeyIcon,
  description: DescriptionIcon,
  bookmarks: BookmarksIcon,
  share: ShareIcon,
  build: BuildIcon,
  transform: TransformIcon,
  folder: FolderIcon,
  cloud: CloudIcon,
  cloud_done: CloudDoneIcon,
  dns: DnsIcon,
  summarize: SummarizeIcon,
  dashboard: DashboardIcon,
  event: EventIcon,
  receipt: ReceiptIcon,
  history: HistoryIcon,
  receipt_long: ReceiptLongIcon,
  assignment: AssignmentIcon,
  insights: InsightsIcon,
  phone_callback: PhoneCallbackIcon,
  how_to_reg: HowToRegIcon,
};

export function menuIcon(name: string): SvgIconComponent {
  return ICONS[name] ?? CircleOutlinedIcon;
}
