import { describe, expect, it, vi } from 'vitest';
import { createDemoModuleFinder, demoFolderOf, type DemoFolderIndex, type DemoModule } from './demoModules';

const demo = (name: string): DemoModule => ({
  load: () => Promise.resolve({ default: () => name }),
  scope: () => Promise.resolve({ name }),
});

describe('demo modules', () => {
  it('finds the folder that holds demos/', () => {
    expect(demoFolderOf('material-ui/components/button/demos/BasicButtons')).toBe('material-ui/components/button');
    expect(demoFolderOf('base-ui/components/switch/demos/BasicSwitch/css')).toBe('base-ui/components/switch');
    expect(demoFolderOf('docs-infra/demos/X')).toBe('docs-infra');
    expect(demoFolderOf('demos/X')).toBe('');
    expect(() => demoFolderOf('material-ui/components/button/Basic')).toThrow(/no demos\/ folder/);
  });

  it('loads a folder registry once, however many of its demos are asked for', async () => {
    const button = vi.fn(() => Promise.resolve({ registry: { 'b/demos/One': demo('one'), 'b/demos/Two': demo('two') } }));
    const other = vi.fn(() => Promise.resolve({ registry: { 'o/demos/Three': demo('three') } }));
    const find = createDemoModuleFinder({ b: button, o: other });
    const [one, two] = await Promise.all([find('b/demos/One'), find('b/demos/Two')]);
    expect(await one.scope()).toEqual({ name: 'one' });
    expect(await two.scope()).toEqual({ name: 'two' });
    expect(button).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('says what to check when a demo is unknown, by folder or by name', async () => {
    const find = createDemoModuleFinder({ b: () => Promise.resolve({ registry: {} }) });
    await expect(find('x/demos/Nope')).rejects.toThrow('No demo "x/demos/Nope" in the registry');
    await expect(find('b/demos/Nope')).rejects.toThrow('No demo "b/demos/Nope" in the registry');
  });

  it('fetches a folder again after a failed load (say, offline)', async () => {
    let attempts = 0;
    const index: DemoFolderIndex = {
      b: () => {
        attempts++;
        return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ registry: { 'b/demos/One': demo('one') } });
      },
    };
    const find = createDemoModuleFinder(index);
    await expect(find('b/demos/One')).rejects.toThrow('offline');
    await expect(find('b/demos/One')).resolves.toBeDefined();
    expect(attempts).toBe(2);
  });
});
