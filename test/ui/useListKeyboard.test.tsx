/**
 * The list keyboard hook on its own: which keys move focus, among which controls, and what it
 * leaves alone. The modal's views are exercised with it in listKeyboard.test.tsx.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useListKeyboard, type ListKeyboardOptions } from '../../src/ui/useListKeyboard';

function List({ children, ...options }: ListKeyboardOptions & { children: ReactNode }) {
  const keys = useListKeyboard(options);
  return (
    <ul aria-label="Choices" {...keys}>
      {children}
    </ul>
  );
}

const rows = (...names: string[]) =>
  names.map((name) => (
    <li key={name}>
      <button type="button">{name}</button>
    </li>
  ));

const button = (name: string) => screen.getByRole('button', { name });

async function setup(ui: ReactNode, start = 'A') {
  const user = userEvent.setup();
  render(ui);
  button(start).focus();
  const press = async (keys: string) => {
    await user.keyboard(keys);
    return document.activeElement?.textContent;
  };
  return { user, press };
}

describe('useListKeyboard', () => {
  it('default: ArrowDown and ArrowUp move through the rows, wrapping; Home and End jump', async () => {
    const { press } = await setup(<List>{rows('A', 'B', 'C')}</List>);
    expect(await press('{ArrowDown}')).toBe('B');
    expect(await press('{ArrowDown}')).toBe('C');
    expect(await press('{ArrowDown}')).toBe('A');
    expect(await press('{ArrowUp}')).toBe('C');
    expect(await press('{Home}')).toBe('A');
    expect(await press('{End}')).toBe('C');
  });

  it('default: every row stays in the Tab order', async () => {
    const { user } = await setup(<List>{rows('A', 'B', 'C')}</List>);
    await user.tab();
    expect(document.activeElement).toBe(button('B'));
    await user.tab();
    expect(document.activeElement).toBe(button('C'));
  });

  it('behavior: disabled, aria-disabled and hidden controls are skipped; links and radios count', async () => {
    const { press } = await setup(
      <List>
        {rows('A')}
        <li>
          <button type="button" disabled>
            Off
          </button>
        </li>
        <li>
          <button type="button" aria-disabled="true">
            Dim
          </button>
        </li>
        <li hidden>
          <button type="button">Hidden</button>
        </li>
        <li>
          <a href="#b">B</a>
        </li>
        <li>
          <label>
            <input type="radio" name="r" />C
          </label>
        </li>
      </List>,
    );
    expect(await press('{ArrowDown}')).toBe('B');
    await press('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'C' }));
    expect(await press('{Home}')).toBe('A');
    await press('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'C' }));
  });

  it('behavior: without grid, ArrowLeft and ArrowRight do nothing', async () => {
    const { press } = await setup(<List>{rows('A', 'B')}</List>);
    expect(await press('{ArrowRight}')).toBe('A');
    expect(await press('{ArrowLeft}')).toBe('A');
  });

  it('parameters: grid: ArrowRight and ArrowLeft move too, left to right', async () => {
    const { press } = await setup(<List grid>{rows('A', 'B', 'C')}</List>);
    expect(await press('{ArrowRight}')).toBe('B');
    expect(await press('{ArrowLeft}')).toBe('A');
    expect(await press('{ArrowLeft}')).toBe('C');
  });

  it('parameters: grid, right to left: ArrowLeft goes to the next item, ArrowRight to the previous', async () => {
    const { press } = await setup(
      <div dir="rtl">
        <List grid>{rows('A', 'B', 'C')}</List>
      </div>,
    );
    expect(await press('{ArrowLeft}')).toBe('B');
    expect(await press('{ArrowLeft}')).toBe('C');
    expect(await press('{ArrowRight}')).toBe('B');
    // Up and down keep their meaning.
    expect(await press('{ArrowDown}')).toBe('C');
  });

  it('behavior: keys in a search field are its own, except ArrowDown, which enters the list', async () => {
    function Picker() {
      const keys = useListKeyboard();
      return (
        <div {...keys}>
          <input type="search" aria-label="Search" defaultValue="ab" />
          <ul>{rows('A', 'B')}</ul>
        </div>
      );
    }
    const user = userEvent.setup();
    render(<Picker />);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.click(search);
    await user.keyboard('{Home}{ArrowUp}{End}');
    expect(document.activeElement).toBe(search);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('A'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('B'));
  });

  it('behavior: with a modifier held, arrows are left to the browser', async () => {
    const { press } = await setup(<List>{rows('A', 'B')}</List>);
    expect(await press('{Alt>}{ArrowDown}{/Alt}')).toBe('A');
    expect(await press('{Shift>}{End}{/Shift}')).toBe('A');
  });
});
