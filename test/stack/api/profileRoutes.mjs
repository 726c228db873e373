/**
 * Name ("profile") routes: look up a name, reverse-resolve an address, suggest free
 * names and register one. A registration must be signed by the address, checked on the local
 * chain (EOA, ERC-1271 or ERC-6492: verifyNameSignature.mjs), with a fresh timestamp
 * (readNameRegistration.mjs). Registered names live per project id until the control API's
 * reset (nameRegistry.mjs). Refusals answer `{ message, reasons: [{ description }] }`.
 */
import { NAME_ZONE } from './fixtures.mjs';
import { ApiHttpError } from './http.mjs';
import { NAME_LABEL, addProfile, findProfile, labelOf, profilesOf } from './nameRegistry.mjs';
import { readNameRegistration } from './readNameRegistration.mjs';
import { address } from './routeHelpers.mjs';
import { verifyNameSignature } from './verifyNameSignature.mjs';

/** ENSIP-11 coin type of Ethereum: the key the API lists an EVM address under. */
const COIN_TYPE_ETH = 60;

/** How many free variants the suggestions route offers at most. */
const MAX_SUGGESTIONS = 4;

/** A name's record as the API answers it. */
const toProfile = ({
  name,
  address: owner,
  registered,
  updated = registered,
  avatar,
  attributes,
}) => ({
  name,
  registered,
  updated,
  addresses: { [String(COIN_TYPE_ETH)]: { address: owner } },
  attributes: { ...attributes, ...(avatar && { avatar }) },
});

/** Variants of a label, in the order they are offered. */
const variantsOf = (label) => [
  ...Array.from({ length: 9 }, (_, index) => `${label}${index + 1}`),
  `${label}-wallet`,
  `my-${label}`,
];

/** @param {{ chains: Map<string, { rpcUrl: string }>, control: object }} ctx */
export function profileRoutes(ctx) {
  const projectOf = (query) => query.get('projectId');

  return [
    {
      id: 'profileAccount',
      method: 'GET',
      path: /^\/v1\/profile\/account\/(?<name>[^/]+)$/,
      handle: ({ params, query }) => {
        const profile = findProfile(ctx.control, projectOf(query), params.name);
        if (!profile) throw new ApiHttpError(404, `Name ${params.name} not found`);
        return toProfile(profile);
      },
    },
    {
      id: 'profileReverse',
      method: 'GET',
      path: /^\/v1\/profile\/reverse\/(?<address>[^/]+)$/,
      handle: ({ params, query }) => {
        const owner = address(params.address).toLowerCase();
        return profilesOf(ctx.control, projectOf(query))
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
        const typed = params.name.toLowerCase();
        const label = labelOf(typed) ?? typed;
        if (!NAME_LABEL.test(label))
          throw new ApiHttpError(
            400,
            `Invalid name ${params.name}: 4 to 63 letters, digits or hyphens`,
          );
        const taken = (candidate) =>
          Boolean(findProfile(ctx.control, projectOf(query), `${candidate}.${zone}`));
        // The name itself with its state, then free variants of it.
        const free = variantsOf(label)
          .filter((candidate) => NAME_LABEL.test(candidate) && !taken(candidate))
          .slice(0, MAX_SUGGESTIONS);
        return {
          suggestions: [
            { name: `${label}.${zone}`, registered: taken(label) },
            ...free.map((candidate) => ({ name: `${candidate}.${zone}`, registered: false })),
          ],
        };
      },
    },
    {
      id: 'profileRegister',
      method: 'POST',
      path: /^\/v1\/profile\/account$/,
      handle: async ({ body, query }) => {
        const registration = readNameRegistration(ctx, body);
        const { chain, owner, message, signature, name, attributes } = registration;
        const projectId = projectOf(query);
        if (findProfile(ctx.control, projectId, name))
          throw new ApiHttpError(409, `Name ${name} is already registered`);
        const valid = await verifyNameSignature({
          rpcUrl: chain.rpcUrl,
          address: owner,
          message,
          signature,
        });
        if (!valid) throw new ApiHttpError(401, 'Signature does not match the address');
        // Checked again: another registration may have won while the chain answered.
        if (findProfile(ctx.control, projectId, name))
          throw new ApiHttpError(409, `Name ${name} is already registered`);
        const registered = Math.floor(Date.now() / 1000);
        addProfile(ctx.control, projectId, { name, address: owner, registered, attributes });
        return { success: true, name };
      },
    },
  ];
}
