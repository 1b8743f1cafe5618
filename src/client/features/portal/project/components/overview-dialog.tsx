import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Outpatient } from '../../../../../shared/api/portal/portal';
import { format, useMessages } from '../../../../lib/i18n';
import { siteQueries } from '../../../../lib/site-queries';
import { projectMessages } from '../messages';
import { OfficialAccountDialog } from './official-account-dialog';

export type OverviewDialogContent = { kind: 'consult' } | { kind: 'signUp' } | { kind: 'book'; outpatient: Outpatient };

/** Open/close state that keeps the last content while the dialog fades out. */
export function useOverviewDialog() {
  const [state, setState] = useState<{ open: boolean; content: OverviewDialogContent }>({
    open: false,
    content: { kind: 'consult' },
  });
  return {
    state,
    show: (content: OverviewDialogContent) => setState({ open: true, content }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}

/** Consult, sign up and book appointment all lead to the hospital's official account. */
export function OverviewDialog({
  open,
  content,
  onClose,
}: {
  open: boolean;
  content: OverviewDialogContent;
  onClose: () => void;
}) {
  const t = useMessages(projectMessages);
  const site = useQuery(siteQueries.info()).data?.site;
  /** The hospital's own wording for consult and sign up (form config 'recruitFollowTip'). */
  const followTip = useQuery(siteQueries.formConfig()).data?.recruitFollowTip;
  const titles = { consult: t.consult, signUp: t.signUp, book: t.book };
  const message =
    content.kind === 'book'
      ? format(t.bookText, {
          dept: content.outpatient.deptName,
          doctor: content.outpatient.doctName,
          time: content.outpatient.seeTime,
        })
      : followTip;
  return (
    <OfficialAccountDialog
      open={open}
      title={titles[content.kind]}
      message={message}
      qrSrc={site?.qrCode || undefined}
      qrAlt={site ? format(t.officialAccountQrAlt, { hospital: site.hospitalNameFull }) : t.officialAccountQrAltDefault}
      onClose={onClose}
    />
  );
}
