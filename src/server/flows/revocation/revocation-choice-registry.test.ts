// The revocation choice names a procedure that is not cancellable yet with the registry the server
// runs on, not the shipped one: a procedure added in one registry entry (issue 25) that follows the
// 転出届's cancellation is named in the refusal of a 転出届 that waits for it.
import { describe, expect, it } from 'vitest';
import { dependentSending } from '#shared/cancellation';
import { procedureRegistry, shippedProcedureEntries, shippedProcedures, type MunicipalityProcedureEntry } from '#shared/procedures';
import type { Procedure } from '../../applications/cancellable';
import { choose } from './revocation-draft';

const moveOut = shippedProcedureEntries.find((entry) => entry.code === 'move_out') as MunicipalityProcedureEntry;
const childAllowance: MunicipalityProcedureEntry = {
  ...moveOut,
  code: 'child_allowance',
  label: '児童手当の届出',
  choiceLabel: '児童手当の届出',
  order: 5,
  cancellationFollows: 'move_out',
};
const registry = procedureRegistry([...shippedProcedureEntries, childAllowance]);

const waitingMoveOut: Procedure = {
  recipient: {
    id: 'r-move-out',
    position: 0,
    kind: 'municipality',
    procedure: 'move_out',
    name: '大阪市北区',
    address: { jis_code: '271276' },
    status: 'received',
    updatedAt: new Date(0),
  },
  receptionNumber: '2026112900001',
  dependsOn: null,
  notCancellable: dependentSending('child_allowance'),
};

describe('choose, with the registry the server runs on', () => {
  it('names the procedure the 転出届 waits for from that registry', () => {
    const choice = choose([waitingMoveOut], ['r-move-out'], '引越しを取りやめたため', registry);
    expect(choice).toEqual({
      kind: 'refused',
      message: '児童手当の届出を送信している途中のため、転出届はまだ取り消しできません。児童手当の届出の送信が終わってから、もう一度お試しください。',
    });
  });

  it('the shipped registry does not know it (what the choice said before it was given the registry)', () => {
    expect(shippedProcedures.labelOf('child_allowance')).not.toBe('児童手当の届出');
  });
});
