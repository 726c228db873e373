import { Avatar } from '../../ui/Avatar';

/**
 * The identity's avatar when there is one (an http(s) or `data:image` URL, already checked by
 * `selectActiveIdentity`), else the placeholder drawn from the address.
 */
export function AccountAvatar({
  address,
  avatar,
  label,
}: {
  address: string;
  avatar: string | null;
  label: string;
}) {
  if (!avatar) return <Avatar address={address} label={label} />;
  return <img className="portico-avatar" src={avatar} alt={label} width={64} height={64} />;
}
