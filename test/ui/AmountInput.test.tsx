import { fireEvent, render, screen } from '@testing-library/react';
import { AmountInput } from '../../src/ui/AmountInput';

function renderInput(decimalComma: boolean, value = '1.5') {
  const onChange = jest.fn();
  render(
    <AmountInput
      field={{ id: 'amount', 'aria-label': 'Amount' } as never}
      value={value}
      onChange={onChange}
      maxLabel="Max"
      onMax={() => undefined}
      decimalComma={decimalComma}
    />,
  );
  return { input: screen.getByRole('textbox', { name: 'Amount' }), onChange };
}

describe('AmountInput', () => {
  it('parameters: in a comma locale the amount shows a decimal comma and a typed comma is the point', () => {
    const { input, onChange } = renderInput(true);
    expect(input).toHaveValue('1,5');
    fireEvent.change(input, { target: { value: '2,25' } });
    expect(onChange).toHaveBeenLastCalledWith('2.25');
  });

  it('parameters: elsewhere a comma stays as typed (a thousands separator is not a point)', () => {
    const { input, onChange } = renderInput(false);
    expect(input).toHaveValue('1.5');
    fireEvent.change(input, { target: { value: '1,000' } });
    expect(onChange).toHaveBeenLastCalledWith('1,000');
  });
});
