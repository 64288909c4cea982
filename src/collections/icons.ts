/**
 * The icons content files may name (`icon: piggy-bank`), by their lucide file name. Each is imported
 * on its own (lucide-react/icons/<name>) so the bundle holds only these; a name missing here is
 * refused by the schema with this list as the hint. Add an import and a line to offer a new one.
 */
import type { LucideIcon } from 'lucide-react';
import Archive from 'lucide-react/icons/archive';
import BookOpenCheck from 'lucide-react/icons/book-open-check';
import ChartBar from 'lucide-react/icons/chart-bar';
import CloudOff from 'lucide-react/icons/cloud-off';
import Cpu from 'lucide-react/icons/cpu';
import FileSearch from 'lucide-react/icons/file-search';
import FolderLock from 'lucide-react/icons/folder-lock';
import Gauge from 'lucide-react/icons/gauge';
import History from 'lucide-react/icons/history';
import KeyRound from 'lucide-react/icons/key-round';
import Layers from 'lucide-react/icons/layers';
import Library from 'lucide-react/icons/library';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import Network from 'lucide-react/icons/network';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import Radar from 'lucide-react/icons/radar';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import ScrollText from 'lucide-react/icons/scroll-text';
import Server from 'lucide-react/icons/server';
import ServerCog from 'lucide-react/icons/server-cog';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserCheck from 'lucide-react/icons/user-check';
import Zap from 'lucide-react/icons/zap';

export const CONTENT_ICONS: Record<string, LucideIcon> = {
  'archive': Archive,
  'book-open-check': BookOpenCheck,
  'chart-bar': ChartBar,
  'cloud-off': CloudOff,
  'cpu': Cpu,
  'file-search': FileSearch,
  'folder-lock': FolderLock,
  'gauge': Gauge,
  'history': History,
  'key-round': KeyRound,
  'layers': Layers,
  'library': Library,
  'lock-keyhole': LockKeyhole,
  'network': Network,
  'piggy-bank': PiggyBank,
  'radar': Radar,
  'refresh-cw': RefreshCw,
  'scroll-text': ScrollText,
  'server': Server,
  'server-cog': ServerCog,
  'shield-alert': ShieldAlert,
  'shield-check': ShieldCheck,
  'user-check': UserCheck,
  'zap': Zap,
};
