// SPDX-License-Identifier: MIT
// A minimal ERC-721 for the offline stack's product-API stand-in: the deployer (anvil dev
// account 8) may mint, with a token URI stored per token. Token ids count up from 1.
// Compiled output lives in PorticoNft.json (see README.md here).
pragma solidity 0.8.26;

interface IERC721Receiver {
    function onERC721Received(
        address operator,
        address from,
        uint256 tokenId,
        bytes calldata data
    ) external returns (bytes4);
}

contract PorticoNft {
    string public name;
    string public symbol;
    // How many tokens were minted: the highest token id. Nothing is ever burned.
    uint256 public totalSupply;
    address public immutable owner;

    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(uint256 => address) private _approvals;
    mapping(address => mapping(address => bool)) private _operators;
    mapping(uint256 => string) private _uris;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
        owner = msg.sender;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return
            interfaceId == 0x01ffc9a7 || // ERC-165
            interfaceId == 0x80ac58cd || // ERC-721
            interfaceId == 0x5b5e139f; // ERC-721 Metadata
    }

    function mint(address to, string calldata uri) external returns (uint256 tokenId) {
        require(msg.sender == owner, "PorticoNft: not owner");
        require(to != address(0), "PorticoNft: mint to zero");
        tokenId = ++totalSupply;
        _owners[tokenId] = to;
        _balances[to] += 1;
        _uris[tokenId] = uri;
        emit Transfer(address(0), to, tokenId);
    }

    function balanceOf(address holder) external view returns (uint256) {
        require(holder != address(0), "PorticoNft: zero address");
        return _balances[holder];
    }

    function ownerOf(uint256 tokenId) public view returns (address holder) {
        holder = _owners[tokenId];
        require(holder != address(0), "PorticoNft: no such token");
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return _uris[tokenId];
    }

    function approve(address approved, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        require(
            msg.sender == holder || _operators[holder][msg.sender],
            "PorticoNft: not owner nor operator"
        );
        _approvals[tokenId] = approved;
        emit Approval(holder, approved, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _approvals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        _operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address holder, address operator) external view returns (bool) {
        return _operators[holder][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address holder = ownerOf(tokenId);
        require(holder == from, "PorticoNft: from is not the owner");
        require(to != address(0), "PorticoNft: transfer to zero");
        require(
            msg.sender == holder ||
                _approvals[tokenId] == msg.sender ||
                _operators[holder][msg.sender],
            "PorticoNft: not allowed"
        );
        delete _approvals[tokenId];
        _balances[from] -= 1;
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(
        address from,
        address to,
        uint256 tokenId,
        bytes memory data
    ) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            require(
                IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) ==
                    IERC721Receiver.onERC721Received.selector,
                "PorticoNft: receiver refused"
            );
        }
    }
}
