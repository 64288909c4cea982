/**
 * The icons content files may name (`icon: piggy-bank`), by their lucide file name. Each is imported
 * on its own (lucide-react/icons/<name>) so the bundle holds only these; a name missing here is
 * refused by the schema with this list as the hint. Add an import and a line to offer a new one.
 */
import type { LucideIcon } from 'lucide-react';
import Activity from 'lucide-react/icons/activity';
import Archive from 'lucide-react/icons/archive';
import Atom from 'lucide-react/icons/atom';
import Award from 'lucide-react/icons/award';
import Banknote from 'lucide-react/icons/banknote';
import BatteryCharging from 'lucide-react/icons/battery-charging';
import BellRing from 'lucide-react/icons/bell-ring';
import Blocks from 'lucide-react/icons/blocks';
import BookOpen from 'lucide-react/icons/book-open';
import BookOpenCheck from 'lucide-react/icons/book-open-check';
import Boxes from 'lucide-react/icons/boxes';
import Briefcase from 'lucide-react/icons/briefcase';
import Building from 'lucide-react/icons/building';
import Building2 from 'lucide-react/icons/building-2';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Camera from 'lucide-react/icons/camera';
import ChartBar from 'lucide-react/icons/chart-bar';
import ChartColumn from 'lucide-react/icons/chart-column';
import ChartLine from 'lucide-react/icons/chart-line';
import ChartNoAxesCombined from 'lucide-react/icons/chart-no-axes-combined';
import ChefHat from 'lucide-react/icons/chef-hat';
import Clapperboard from 'lucide-react/icons/clapperboard';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import CloudOff from 'lucide-react/icons/cloud-off';
import Coffee from 'lucide-react/icons/coffee';
import Cog from 'lucide-react/icons/cog';
import Coins from 'lucide-react/icons/coins';
import Construction from 'lucide-react/icons/construction';
import Contact from 'lucide-react/icons/contact';
import Cpu from 'lucide-react/icons/cpu';
import CreditCard from 'lucide-react/icons/credit-card';
import Dna from 'lucide-react/icons/dna';
import DraftingCompass from 'lucide-react/icons/drafting-compass';
import Factory from 'lucide-react/icons/factory';
import FileCheck from 'lucide-react/icons/file-check';
import FileDiff from 'lucide-react/icons/file-diff';
import FileSearch from 'lucide-react/icons/file-search';
import FileSignature from 'lucide-react/icons/file-signature';
import FileText from 'lucide-react/icons/file-text';
import FileWarning from 'lucide-react/icons/file-warning';
import Film from 'lucide-react/icons/film';
import Flame from 'lucide-react/icons/flame';
import FlaskConical from 'lucide-react/icons/flask-conical';
import FolderLock from 'lucide-react/icons/folder-lock';
import Gauge from 'lucide-react/icons/gauge';
import Gavel from 'lucide-react/icons/gavel';
import GitBranch from 'lucide-react/icons/git-branch';
import GitCompare from 'lucide-react/icons/git-compare';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Grid3x3 from 'lucide-react/icons/grid-3x3';
import Hammer from 'lucide-react/icons/hammer';
import Handshake from 'lucide-react/icons/handshake';
import HardHat from 'lucide-react/icons/hard-hat';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import History from 'lucide-react/icons/history';
import Hospital from 'lucide-react/icons/hospital';
import IdCard from 'lucide-react/icons/id-card';
import Inbox from 'lucide-react/icons/inbox';
import KeyRound from 'lucide-react/icons/key-round';
import Landmark from 'lucide-react/icons/landmark';
import Layers from 'lucide-react/icons/layers';
import Library from 'lucide-react/icons/library';
import Lightbulb from 'lucide-react/icons/lightbulb';
import ListChecks from 'lucide-react/icons/list-checks';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import MapPin from 'lucide-react/icons/map-pin';
import Megaphone from 'lucide-react/icons/megaphone';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Mic from 'lucide-react/icons/mic';
import Microscope from 'lucide-react/icons/microscope';
import Network from 'lucide-react/icons/network';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import PackageSearch from 'lucide-react/icons/package-search';
import Palette from 'lucide-react/icons/palette';
import PencilRuler from 'lucide-react/icons/pencil-ruler';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import Pill from 'lucide-react/icons/pill';
import Pizza from 'lucide-react/icons/pizza';
import Plane from 'lucide-react/icons/plane';
import PlaneLanding from 'lucide-react/icons/plane-landing';
import PlaneTakeoff from 'lucide-react/icons/plane-takeoff';
import PlugZap from 'lucide-react/icons/plug-zap';
import Radar from 'lucide-react/icons/radar';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Rocket from 'lucide-react/icons/rocket';
import Route from 'lucide-react/icons/route';
import Ruler from 'lucide-react/icons/ruler';
import Scale from 'lucide-react/icons/scale';
import ScanSearch from 'lucide-react/icons/scan-search';
import School from 'lucide-react/icons/school';
import ScrollText from 'lucide-react/icons/scroll-text';
import Search from 'lucide-react/icons/search';
import Server from 'lucide-react/icons/server';
import ServerCog from 'lucide-react/icons/server-cog';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Soup from 'lucide-react/icons/soup';
import Sparkles from 'lucide-react/icons/sparkles';
import Stethoscope from 'lucide-react/icons/stethoscope';
import Store from 'lucide-react/icons/store';
import Sun from 'lucide-react/icons/sun';
import Syringe from 'lucide-react/icons/syringe';
import Tags from 'lucide-react/icons/tags';
import Target from 'lucide-react/icons/target';
import TestTube from 'lucide-react/icons/test-tube';
import TrafficCone from 'lucide-react/icons/traffic-cone';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Truck from 'lucide-react/icons/truck';
import UserCheck from 'lucide-react/icons/user-check';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import UtensilsCrossed from 'lucide-react/icons/utensils-crossed';
import Video from 'lucide-react/icons/video';
import Wallet from 'lucide-react/icons/wallet';
import Warehouse from 'lucide-react/icons/warehouse';
import Waypoints from 'lucide-react/icons/waypoints';
import Wind from 'lucide-react/icons/wind';
import Wine from 'lucide-react/icons/wine';
import Workflow from 'lucide-react/icons/workflow';
import Wrench from 'lucide-react/icons/wrench';
import Zap from 'lucide-react/icons/zap';

export const CONTENT_ICONS: Record<string, LucideIcon> = {
  'activity': Activity,
  'archive': Archive,
  'atom': Atom,
  'award': Award,
  'banknote': Banknote,
  'battery-charging': BatteryCharging,
  'bell-ring': BellRing,
  'blocks': Blocks,
  'book-open': BookOpen,
  'book-open-check': BookOpenCheck,
  'boxes': Boxes,
  'briefcase': Briefcase,
  'building': Building,
  'building-2': Building2,
  'calendar-check': CalendarCheck,
  'calendar-clock': CalendarClock,
  'camera': Camera,
  'chart-bar': ChartBar,
  'chart-column': ChartColumn,
  'chart-line': ChartLine,
  'chart-no-axes-combined': ChartNoAxesCombined,
  'chef-hat': ChefHat,
  'clapperboard': Clapperboard,
  'clipboard-check': ClipboardCheck,
  'clipboard-list': ClipboardList,
  'cloud-off': CloudOff,
  'coffee': Coffee,
  'cog': Cog,
  'coins': Coins,
  'construction': Construction,
  'contact': Contact,
  'cpu': Cpu,
  'credit-card': CreditCard,
  'dna': Dna,
  'drafting-compass': DraftingCompass,
  'factory': Factory,
  'file-check': FileCheck,
  'file-diff': FileDiff,
  'file-search': FileSearch,
  'file-signature': FileSignature,
  'file-text': FileText,
  'file-warning': FileWarning,
  'film': Film,
  'flame': Flame,
  'flask-conical': FlaskConical,
  'folder-lock': FolderLock,
  'gauge': Gauge,
  'gavel': Gavel,
  'git-branch': GitBranch,
  'git-compare': GitCompare,
  'graduation-cap': GraduationCap,
  'grid-3x3': Grid3x3,
  'hammer': Hammer,
  'handshake': Handshake,
  'hard-hat': HardHat,
  'heart-pulse': HeartPulse,
  'history': History,
  'hospital': Hospital,
  'id-card': IdCard,
  'inbox': Inbox,
  'key-round': KeyRound,
  'landmark': Landmark,
  'layers': Layers,
  'library': Library,
  'lightbulb': Lightbulb,
  'list-checks': ListChecks,
  'lock-keyhole': LockKeyhole,
  'map-pin': MapPin,
  'megaphone': Megaphone,
  'message-square-text': MessageSquareText,
  'mic': Mic,
  'microscope': Microscope,
  'network': Network,
  'notebook-pen': NotebookPen,
  'package-search': PackageSearch,
  'palette': Palette,
  'pencil-ruler': PencilRuler,
  'piggy-bank': PiggyBank,
  'pill': Pill,
  'pizza': Pizza,
  'plane': Plane,
  'plane-landing': PlaneLanding,
  'plane-takeoff': PlaneTakeoff,
  'plug-zap': PlugZap,
  'radar': Radar,
  'refresh-cw': RefreshCw,
  'rocket': Rocket,
  'route': Route,
  'ruler': Ruler,
  'scale': Scale,
  'scan-search': ScanSearch,
  'school': School,
  'scroll-text': ScrollText,
  'search': Search,
  'server': Server,
  'server-cog': ServerCog,
  'shield-alert': ShieldAlert,
  'shield-check': ShieldCheck,
  'soup': Soup,
  'sparkles': Sparkles,
  'stethoscope': Stethoscope,
  'store': Store,
  'sun': Sun,
  'syringe': Syringe,
  'tags': Tags,
  'target': Target,
  'test-tube': TestTube,
  'traffic-cone': TrafficCone,
  'triangle-alert': TriangleAlert,
  'truck': Truck,
  'user-check': UserCheck,
  'user-plus': UserPlus,
  'users': Users,
  'utensils-crossed': UtensilsCrossed,
  'video': Video,
  'wallet': Wallet,
  'warehouse': Warehouse,
  'waypoints': Waypoints,
  'wind': Wind,
  'wine': Wine,
  'workflow': Workflow,
  'wrench': Wrench,
  'zap': Zap,
};
