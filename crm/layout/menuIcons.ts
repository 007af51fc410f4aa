/** One icon per console section for the side menu (our choice; the seeds show none). */
import AccountBalance from '@mui/icons-material/AccountBalance';
import Analytics from '@mui/icons-material/Analytics';
import Assignment from '@mui/icons-material/Assignment';
import Badge from '@mui/icons-material/Badge';
import Build from '@mui/icons-material/Build';
import Business from '@mui/icons-material/Business';
import Campaign from '@mui/icons-material/Campaign';
import Description from '@mui/icons-material/Description';
import EventNote from '@mui/icons-material/EventNote';
import FactCheck from '@mui/icons-material/FactCheck';
import Forum from '@mui/icons-material/Forum';
import HelpOutline from '@mui/icons-material/HelpOutline';
import History from '@mui/icons-material/History';
import Inventory from '@mui/icons-material/Inventory';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import LocationCity from '@mui/icons-material/LocationCity';
import ManageHistory from '@mui/icons-material/ManageHistory';
import MenuBook from '@mui/icons-material/MenuBook';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import RequestPage from '@mui/icons-material/RequestPage';
import Savings from '@mui/icons-material/Savings';
import StarRate from '@mui/icons-material/StarRate';
import SupportAgent from '@mui/icons-material/SupportAgent';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Section } from '../../src/access';

type SvgIconComponent = typeof SvgIcon;

export const menuIcons: Record<Section, SvgIconComponent> = {
  analytics: Analytics,
  leads: Assignment,
  coordination_leads: FactCheck,
  application_management: ManageHistory,
  users: People,
  operators: Badge,
  organizations: Business,
  mfc: AccountBalance,
  knowledge: HelpOutline,
  instructions: MenuBook,
  lead_dictionary: LibraryBooks,
  info_banners: Campaign,
  action_histories: History,
  appeals: Forum,
  appeals_consultations: SupportAgent,
  ratings: StarRate,
  settlements: LocationCity,
  inventory_object: Inventory,
  connection_fee_kinds: Payments,
  reporting_documents: Description,
  gro_requests: RequestPage,
  object_schedule_plans: EventNote,
  gasification_programs_items: LocalFireDepartment,
  subsidies: Savings,
  support_measures: VolunteerActivism,
  equipment: Build,
};
