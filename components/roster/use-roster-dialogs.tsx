'use client';

import dynamic from 'next/dynamic';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AvailabilityPerson } from '@/components/availability';
import type { OfferTarget } from '@/components/offers';
import type { PositionsPerson } from '@/components/positions';
import { zonedFormatter } from '@/components/ui/zoned-format';
import { learnAvailabilityAction, setAvailabilityAction } from '@/lib/availability/actions';
import { notOfferable } from '@/lib/offers';
import { cancelOfferAction, startOfferAction } from '@/lib/offers/actions';
import { setPersonPositionsAction } from '@/lib/positions/actions';
import type { RosterDay } from '@/lib/roster/roster';
import { itemTitle, needsOf, type ScheduleItem } from '@/lib/schedule';
import { itemNeedsOptions } from '@/lib/schedule/queries';
import type { ShiftTemplate } from '@/lib/shift-templates';
import { createFromTemplateAction } from '@/lib/shift-templates/actions';

// Each loads when a row or cell asks for it, not with the roster: an open row's Offer, a person
// row's Availability and Positions, a cell menu's "Add from template".
const OfferDialog = dynamic(() => import('@/components/offers').then((m) => m.OfferDialog));
const AvailabilityDialog = dynamic(() => import('@/components/availability').then((m) => m.AvailabilityDialog));
const PersonPositionsDialog = dynamic(() => import('@/components/positions').then((m) => m.PersonPositionsDialog));
const AddFromTemplateDialog = dynamic(() => import('@/components/shift-templates').then((m) => m.AddFromTemplateDialog));

type Options = {
  organizationId: string;
  timeZone: string;
  organizationZone: string | null;
  templates: readonly ShiftTemplate[];
  people: readonly { userId: string; name: string }[];
  /** An offer started or cancelled: the week is read again. */
  onOfferChanged: () => void;
};

/** The dialogs the roster's rows and cells open (schedulers), with what opens each. */
export function useRosterDialogs({ organizationId, timeZone, organizationZone, templates, people, onOfferChanged }: Options) {
  const [offering, setOffering] = useState<OfferTarget | null>(null);
  const [availabilityOf, setAvailabilityOf] = useState<AvailabilityPerson | null>(null);
  const [positionsOf, setPositionsOf] = useState<PositionsPerson | null>(null);
  // The cell's day itself, not its place in the shown days: a phone shows one day, a wider screen seven.
  const [templateCell, setTemplateCell] = useState<{ userId: string | null; day: RosterDay } | null>(null);
  // The needs the rows show (the same query as ItemNeedsProvider's, read once): an offer's refusal counts them.
  const needs = useQuery(itemNeedsOptions(organizationId));

  const dialogs = (
    <>
      {templateCell && (
        <AddFromTemplateDialog
          organizationId={organizationId}
          templates={templates}
          organizationZone={organizationZone ?? timeZone}
          day={{ date: templateCell.day.date, words: zonedFormatter(timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(templateCell.day.start) }}
          person={templateCell.userId ? { userId: templateCell.userId, name: people.find((p) => p.userId === templateCell.userId)?.name ?? 'This person' } : null}
          nameOf={(userId) => people.find((p) => p.userId === userId)?.name}
          create={createFromTemplateAction}
          onClose={() => setTemplateCell(null)}
        />
      )}
      {offering && <OfferDialog target={offering} actions={{ start: startOfferAction, cancel: cancelOfferAction }} onClose={() => setOffering(null)} onChanged={onOfferChanged} />}
      {availabilityOf && <AvailabilityDialog organizationId={organizationId} person={availabilityOf} actions={{ save: setAvailabilityAction, learn: learnAvailabilityAction }} onClose={() => setAvailabilityOf(null)} />}
      {positionsOf && <PersonPositionsDialog organizationId={organizationId} person={positionsOf} save={setPersonPositionsAction} onClose={() => setPositionsOf(null)} />}
    </>
  );
  return {
    dialogs,
    openTemplateCell: (userId: string | null, day: RosterDay) => setTemplateCell({ userId, day }),
    openOffer: (item: ScheduleItem) => setOffering({ organizationId, itemId: item.id, title: itemTitle(item), refusal: notOfferable(item, needsOf(needs.data, item.id)) }),
    openAvailability: setAvailabilityOf,
    openPositions: setPositionsOf,
  };
}
