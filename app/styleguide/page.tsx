// Temporary: renders every primitive inside a mock shell, for visual checks. Static props only.
import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import type { ShellRole } from '@/components/shell/types';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { CalendarIcon, PlusIcon, RefreshIcon, SearchIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';

export const metadata: Metadata = { title: 'Styleguide', robots: { index: false } };

const users = {
  admin: { name: 'Ada Admin', email: 'admin@example.com', role: 'admin' },
  scheduler: { name: 'Sam Scheduler', email: 'scheduler@example.com', role: 'scheduler' },
  viewer: { name: 'Vic Viewer', email: 'viewer@example.com', role: 'viewer' },
} as const;

const members = [
  { id: '9007199254740993', name: 'Maria Lopez', title: 'Shift lead', status: 'Accepted', tone: 'success', avatar: null },
  { id: '9007199254740995', name: 'Jonas Becker', title: 'Barista', status: 'Requested', tone: 'warning', avatar: '/api/assets/missing' },
  { id: '9007199254741001', name: 'Priya Raman', title: 'Cashier', status: 'Invited', tone: 'info', avatar: null },
  { id: '9007199254741017', name: 'Tom O’Neill', title: 'Kitchen', status: 'Declined', tone: 'danger', avatar: null },
  { id: '9007199254741029', name: 'Lea Schmidt', title: 'Floor', status: 'Assigned', tone: 'accent', avatar: null },
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{title}</h2>
      {children}
    </section>
  );
}

export default async function StyleguidePage({ searchParams }: { searchParams: Promise<{ role?: string }> }) {
  const { role } = await searchParams;
  const user = users[(role as ShellRole) in users ? (role as ShellRole) : 'admin'];

  return (
    <AppShell
      user={user}
      enterprises={[{ href: '/enterprises/4000000000000000001', label: 'Northwind Hospitality' }]}
      organizations={[
        { href: '/styleguide', label: 'Berlin Mitte' },
        { href: '/organizations/5000000000000000002', label: 'Hamburg Hafen' },
        { href: '/organizations/5000000000000000003', label: 'Munich Airport' },
      ]}
      topBarStart={<Badge tone="warning" dot>Demo data</Badge>}
    >
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: 'Organizations', href: '/' }, { label: 'Berlin Mitte', href: '/' }, { label: 'Members' }]} />}
        title="Members"
        meta={<Badge>42 people</Badge>}
        description="Everyone in Berlin Mitte, with their role and the status of their latest request."
        actions={
          <>
            <Button icon={<RefreshIcon size={14} />}>Refresh</Button>
            <Button variant="primary" icon={<PlusIcon size={14} />}>Add member</Button>
          </>
        }
      />

      <div className="space-y-10">
        <Section title="Buttons">
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="primary">Primary</Button>
            <Button>Secondary</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="danger">Delete shift</Button>
            <Button variant="primary" loading>Saving</Button>
            <Button disabled>Disabled</Button>
            <Button size="sm">Small</Button>
            <Button size="lg" variant="primary">Large</Button>
            <Button size="icon" variant="ghost" aria-label="Search"><SearchIcon /></Button>
            <Link href="/" className={buttonStyles({ variant: 'secondary' })}>Link as button</Link>
          </div>
        </Section>

        <Section title="Badges and avatars">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>Neutral</Badge>
            <Badge tone="accent">Accent</Badge>
            <Badge tone="success" dot>Accepted</Badge>
            <Badge tone="warning" dot>Pending</Badge>
            <Badge tone="danger" dot>Declined</Badge>
            <Badge tone="info">Info</Badge>
            <span className="mx-2 h-5 w-px bg-slate-200" />
            <Avatar alt="Maria Lopez" size="xs" />
            <Avatar alt="Jonas Becker" size="sm" />
            <Avatar alt="Priya Raman" />
            <Avatar alt="Broken Image" src="/api/assets/does-not-exist" size="lg" />
          </div>
        </Section>

        <Section title="Alerts">
          <div className="grid gap-3 lg:grid-cols-2">
            <Alert tone="info" title="Polling every 30 seconds">Changes made on phones appear here automatically.</Alert>
            <Alert tone="success">Announcement sent to 42 people.</Alert>
            <Alert tone="warning" title="Service token expires in 5 days" action={<Button size="sm">Renew now</Button>}>
              Renew it in settings to avoid an interruption.
            </Alert>
            <Alert tone="danger" title="The service is unavailable">It did not answer in time. Nothing was changed; try again.</Alert>
          </div>
        </Section>

        <Section title="Table">
          <TableContainer maxHeight="320px" aria-label="Members">
            <Table>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Name</TableHeaderCell>
                  <TableHeaderCell>Title</TableHeaderCell>
                  <TableHeaderCell>Status</TableHeaderCell>
                  <TableHeaderCell align="right">User id</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {members.map((m, i) => (
                  <TableRow key={m.id} selected={i === 1}>
                    <TableCell>
                      <div className="flex items-center gap-2.5">
                        <Avatar alt={m.name} src={m.avatar} size="sm" decorative />
                        <span className="font-medium text-slate-900">{m.name}</span>
                      </div>
                    </TableCell>
                    <TableCell>{m.title}</TableCell>
                    <TableCell><Badge tone={m.tone} dot>{m.status}</Badge></TableCell>
                    <TableCell align="right" numeric>{m.id}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Section>

        <Section title="Cards and form fields">
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader title="Send an announcement" description="A card to everyone in Berlin Mitte." />
              <CardBody className="space-y-4">
                <Field label="Title" hint="Shown in bold at the top of the card." required>
                  <Input placeholder="Weekend schedule is out" />
                </Field>
                <Field label="Template" error="Choose a template.">
                  <Select placeholder="Choose a template…" options={[{ value: 'a', label: 'Announcement' }, { value: 'b', label: 'Shift reminder' }]} />
                </Field>
                <Field label="Message" labelAside="0 / 500">
                  <Textarea placeholder="Write something…" />
                </Field>
                <Field label="Start" error="The end must be after the start.">
                  <Input defaultValue="2025-03-10 18:00" />
                </Field>
              </CardBody>
              <CardFooter>
                <Button variant="ghost">Cancel</Button>
                <Button variant="primary">Send</Button>
              </CardFooter>
            </Card>
            <div className="space-y-6">
              <Card>
                <CardHeader title="Upcoming shifts" actions={<Button size="sm" icon={<CalendarIcon size={14} />}>Open schedule</Button>} />
                <EmptyState compact title="No shifts this week" description="Create a shift or pick another week." action={<Button size="sm" variant="primary">New shift</Button>} />
              </Card>
              <Card>
                <ErrorState compact message="The service did not answer in time. Nothing was lost." action={<Button size="sm" icon={<RefreshIcon size={14} />}>Retry</Button>} />
              </Card>
              <Card>
                <CardBody className="space-y-4">
                  <div className="flex items-center gap-3">
                    <Skeleton circle className="size-8" />
                    <div className="flex-1 space-y-2"><Skeleton className="h-3.5 w-40" /><Skeleton className="h-3 w-24" /></div>
                  </div>
                  <SkeletonText lines={3} />
                </CardBody>
              </Card>
            </div>
          </div>
        </Section>
      </div>
    </AppShell>
  );
}
