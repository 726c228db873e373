/**
 * Name ("profile") routes (spec §7): look up a name, reverse-resolve an address, suggest free
 * names and register one. Registration checks the message signature with ethers, so only the
 * address's key can claim a name; registered names last until the control API's reset.
 */
import { getAddress, verifyMessage } from 'ethers';
import { FIXTURE_NAMES, NAME_ZONE } from './fixtures.mjs';
import { ApiHttpError } from './http.mjs';
import { address, required } from './routeHelpers.mjs';

/** ENSIP-11 coin type of Ethereum, the only one the stand-in registers. */
const COIN_TYPE_ETH = 60;
const NAME_PATTERN = new RegExp(`^[a-z0-9-]{3,32}\\.${NAME_ZONE}$`);

/** A name's record as the API answers it. */
const toProfile = ({ name, address: owner, registered, updated = registered, avatar }) => ({
  name,
  registered,
  updated,
  addresses: { [String(COIN_TYPE_ETH)]: { address: owner } },
  attributes: avatar ? { avatar } : {},
});

/** @param {{ control: object }} ctx */
export function profileRoutes(ctx) {
  const all = () => [...FIXTURE_NAMES.values(), ...ctx.control.state.names.values()];
  const find = (name) => all().find((profile) => profile.name === name.toLowerCase());

  return [
    {
      id: 'profileAccount',
      method: 'GET',
      path: /^\/v1\/profile\/account\/(?<name>[^/]+)$/,
      handle: ({ params }) => {
        const profile = find(params.name);
        if (!profile) throw new ApiHttpError(404, `Name ${params.name} not found`);
        return toProfile(profile);
      },
    },
    {
      id: 'profileReverse',
      method: 'GET',
      path: /^\/v1\/profile\/reverse\/(?<address>[^/]+)$/,
      handle: ({ params }) => {
        const owner = address(params.address).toLowerCase();
        return all()
          .filter((profile) => profile.address.toLowerCase() === owner)
          .map(toProfile);
      },
    },
    {
      id: 'profileSuggestions',
      method: 'GET',
      path: /^\/v1\/profile\/suggestions\/(?<name>[^/]+)$/,
      handle: ({ params, query }) => {
        const zone = query.get('zone') ?? NAME_ZONE;
        if (zone !== NAME_ZONE) throw new ApiHttpError(400, `Unknown zone ${zone}`);
        const label = params.name
          .toLowerCase()
          .replace(new RegExp(`\\.${NAME_ZONE}$`), '')
          .replace(/[^a-z0-9-]/g, '');
        if (label.length < 3) throw new ApiHttpError(400, 'Names have at least 3 characters');
        const candidates = [label, `${label}1`, `${label}-wallet`, `my${label}`].map(
          (l) => `${l}.${zone}`,
        );
        return {
          suggestions: candidates.map((name) => ({ name, registered: Boolean(find(name)) })),
        };
      },
    },
    {
      id: 'profileRegister',
      method: 'POST',
      path: /^\/v1\/profile\/account$/,
      handle: ({ body }) => {
        if (Number(body.coin_type) !== COIN_TYPE_ETH)
          throw new ApiHttpError(400, `Unsupported coin_type ${body.coin_type}`);
        const owner = address(required(body, 'address'));
        const message = required(body, 'message');
        const signature = required(body, 'signature');
        let signer;
        try {
          signer = getAddress(verifyMessage(message, signature));
        } catch {
          throw new ApiHttpError(400, 'Invalid signature');
        }
        if (signer !== owner) throw new ApiHttpError(401, 'Signature does not match the address');
        let fields;
        try {
          fields = JSON.parse(message);
        } catch {
          throw new ApiHttpError(400, 'The message must be JSON: { name, address, timestamp, … }');
        }
        const name = String(fields?.name ?? '').toLowerCase();
        if (!NAME_PATTERN.test(name))
          throw new ApiHttpError(
            400,
            `Invalid name ${fields?.name}: 3-32 of a-z, 0-9, - then .${NAME_ZONE}`,
          );
        if (fields.address && address(fields.address) !== owner)
          throw new ApiHttpError(400, 'The message names another address');
        if (find(name)) throw new ApiHttpError(409, `Name ${name} is already registered`);
        const now = Math.floor(Date.now() / 1000);
        ctx.control.state.names.set(name, { name, address: owner, registered: now });
        return { success: true, name };
      },
    },
  ];
}
