// SPDX-License-Identifier: MIT
// PorticoToken with transfers that always revert, for the offline stack's product-API stand-in:
// sending it shows how a reverting transfer's reason reaches the user. The deployer (anvil dev
// account 9) may mint; `transfer` and `transferFrom` revert with a plain reason string, so nodes
// report "execution reverted: BRK: transfers are paused". Compiled output lives in
// PorticoBrokenToken.json (see README.md here).
pragma solidity 0.8.26;

contract PorticoBrokenToken {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;
    address public immutable owner;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    /// Always true: the transfer functions keep PorticoToken's bodies (and its ABI, state
    /// mutability included) but never get past this check.
    bool private constant TRANSFERS_PAUSED = true;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        owner = msg.sender;
    }

    function mint(address to, uint256 value) external {
        require(msg.sender == owner, "PorticoToken: not owner");
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _requireTransfersOpen();
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _requireTransfersOpen();
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "PorticoToken: allowance too low");
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _requireTransfersOpen() private pure {
        if (TRANSFERS_PAUSED) revert("BRK: transfers are paused");
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "PorticoToken: balance too low");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
