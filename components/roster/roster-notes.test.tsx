import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderComponent } from '@/test/support/render-component';
import { ThresholdNote } from './roster-notes';

test('the weekly hours limit says it is off, and an admin gets the way to Settings', () => {
  renderComponent(<ThresholdNote thresholdMinutes={null} canSet />);
  expect(screen.getByTestId('roster-threshold')).toHaveTextContent('Weekly hours limit: off · Set it in Settings');
  expect(screen.getByRole('link', { name: 'Set it in Settings' })).toHaveAttribute('href', '/settings');
});

test('a scheduler or viewer reads the limit and who sets it, with no link they could not use', () => {
  renderComponent(<ThresholdNote thresholdMinutes={40 * 60} canSet={false} />);
  expect(screen.getByTestId('roster-threshold')).toHaveTextContent('Weekly hours limit: 40 h a person · An admin sets it in Settings.');
  expect(screen.queryByRole('link')).toBeNull();
});
