import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { removeDemoData, type DemoData } from '../api/demo-data';
import { adminTexts } from '../texts';
import { Section } from './screen-parts';

interface DemoDataPanelProps {
  demo: DemoData;
  /** After the removal: the route loads the dashboard again, without the demo groups. */
  onRemoved: () => void;
}

/**
 * The demo catalogue's shoppers and orders, and their removal in one action after the operator
 * confirms (docs/decisions/0043). Nothing is shown once there are none.
 */
export function DemoDataPanel({ demo, onRemoved }: DemoDataPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (demo.shoppers + demo.orders === 0) return null;

  async function remove() {
    setConfirming(false);
    setRemoving(true);
    setProblem(null);
    try {
      await removeDemoData();
      onRemoved();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setRemoving(false);
    }
  }

  return (
    <Box sx={{ mb: 3 }}>
      <Section title={adminTexts.demoDataTitle}>
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography sx={{ color: 'text.secondary' }}>{adminTexts.demoDataText(demo)}</Typography>
          {problem && (
            <Alert severity="error" role="alert" sx={{ justifySelf: 'stretch' }}>
              {problem}
            </Alert>
          )}
          <Button
            variant="outlined"
            color="error"
            disabled={removing}
            onClick={() => setConfirming(true)}
            sx={{ minHeight: 44 }}
          >
            {adminTexts.removeDemoData}
          </Button>
        </Box>
        <ConfirmDialog
          open={confirming}
          pending={removing}
          blockedReason={null}
          title={adminTexts.removeDemoDataTitle}
          text={adminTexts.removeDemoDataConfirm(demo)}
          keepLabel={adminTexts.keepDemoData}
          confirmLabel={adminTexts.removeDemoData}
          onClose={() => setConfirming(false)}
          onConfirm={() => void remove()}
        />
      </Section>
    </Box>
  );
}
