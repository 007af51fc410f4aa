/** The side menu's icons by name (src/access/sections.ts `menuIconNames`; our choice). */
import AccountBalance from '@mui/icons-material/AccountBalance';
import Analytics from '@mui/icons-material/Analytics';
import Assignment from '@mui/icons-material/Assignment';
import Badge from '@mui/icons-material/Badge';
import Build from '@mui/icons-material/Build';
import Business from '@mui/icons-material/Business';
import Campaign from '@mui/icons-material/Campaign';
import Category from '@mui/icons-material/Category';
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
import TableChart from '@mui/icons-material/TableChart';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import type SvgIcon from '@mui/material/SvgIcon';
import type { MenuIcon } from '../../src/access';

type SvgIconComponent = typeof SvgIcon;

export const menuIcons: Record<MenuIcon, SvgIconComponent> = {
  AccountBalance,
  Analytics,
  Assignment,
  Badge,
  Build,
  Business,
  Campaign,
  Category,
  Description,
  EventNote,
  FactCheck,
  Forum,
  HelpOutline,
  History,
  Inventory,
  LibraryBooks,
  LocalFireDepartment,
  LocationCity,
  ManageHistory,
  MenuBook,
  Payments,
  People,
  RequestPage,
  Savings,
  StarRate,
  SupportAgent,
  TableChart,
  VolunteerActivism,
};
